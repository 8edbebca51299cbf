// Delivery of invoices to the Sistema di Interscambio. The fulfilment never talks to SDI: it only stores the
// invoice as 'da_inviare'. A scheduled job hands pending invoices to the configured provider. Today's one provider
// writes each XML into a folder (SDI_OUTBOX_DIR) from which the operator uploads them (the Agenzia delle Entrate's
// web upload, or an intermediary's folder sync); an intermediary's API is one more implementation of SdiProvider.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export type OutgoingInvoice = { fileName: string; xml: string };

export interface SdiProvider {
  readonly name: string;
  /** Delivers one invoice; resolves with the provider's reference, rejects when it must be retried. */
  send(invoice: OutgoingInvoice): Promise<{ reference: string }>;
}

const SAFE_FILE = /^IT\d{11}_[0-9A-Z]{5}\.xml$/;

export const folderProvider = (dir: string): SdiProvider => ({
  name: 'folder',
  async send({ fileName, xml }) {
    if (!SAFE_FILE.test(fileName)) throw new Error(`nome file fattura non valido: ${fileName}`);
    await mkdir(dir, { recursive: true });
    const target = join(dir, fileName);
    // Written under a temporary name and renamed, so whoever watches the folder never reads half a file.
    const partial = `${target}.part`;
    await writeFile(partial, xml, 'utf8');
    await rename(partial, target);
    return { reference: target };
  },
});

/** The provider chosen by configuration: SDI_PROVIDER=folder (the only one today), SDI_OUTBOX_DIR. */
export const sdiProviderFromEnv = (env: Record<string, string | undefined> = process.env): SdiProvider => {
  const name = env.SDI_PROVIDER?.trim() || 'folder';
  if (name !== 'folder') throw new Error(`SDI_PROVIDER sconosciuto: ${name}`);
  return folderProvider(resolve(env.SDI_OUTBOX_DIR?.trim() || '.tmp/sdi-outbox'));
};

/** Where issued invoices go (SDI_PROVIDER). */
const sdiService = () => ({ providerFromEnv: () => sdiProviderFromEnv() });

export type SdiService = ReturnType<typeof sdiService>;

export default sdiService;
