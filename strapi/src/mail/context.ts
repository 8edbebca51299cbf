// What every mail needs from the configuration: the portal's public address (links) and who runs it (footer).
import { publicUrl } from '../../config/lib/env';
import { legalFromEnv } from '../catalog/legal';

export type MailContext = { baseUrl: string; sender: string };

export const mailContext = (): MailContext => ({
  baseUrl: publicUrl(),
  sender: legalFromEnv(process.env).controller,
});
