// From a mail's React element to what is sent: the HTML by React Email's `render`, and the text part converted from
// that same HTML (React Email's `toPlainText`, html-to-text), so both parts always say the same thing. The text part
// has no markup: the button becomes its label and the whole link on the next line, the short link beneath the
// button (HTML only) is left out, other links are their text followed by the address.
import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';

type TextOptions = NonNullable<Parameters<typeof toPlainText>[1]>;
// The part of html-to-text's formatter interface used here (the package ships no types of its own).
type Element = { children: unknown[]; attribs?: Record<string, string> };
type Builder = {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform: boolean }): void;
  addLineBreak(): void;
};
type Formatter = (
  elem: Element,
  walk: (nodes: unknown[], builder: Builder) => void,
  builder: Builder,
) => void;

export type MailAttachment = { filename: string; content: string; contentType: string };

/** One e-mail, ready for `sendMail` (send.ts). */
export type Mail = {
  subject: string;
  html: string;
  text: string;
  /** Headers of this mail besides the ones every mail gets (List-Unsubscribe on the alerts). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

const mainAction: Formatter = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.addInline(':');
  builder.addLineBreak();
  builder.addInline(String(elem.attribs?.href ?? ''), { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
};

const TEXT_OPTIONS: TextOptions = {
  formatters: { mainAction },
  selectors: [
    { selector: 'a[data-main-action=true]', format: 'mainAction' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'hr', options: { length: 20 } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
  ],
};

export const toText = (html: string) =>
  toPlainText(html, TEXT_OPTIONS)
    .replace(/\n{3,}/g, '\n\n')
    .trim() + '\n';

export async function renderMail(
  subject: string,
  element: ReactElement,
  extra: Pick<Mail, 'headers' | 'attachments'> = {},
): Promise<Mail> {
  const html = await render(element);
  return { subject, html, text: toText(html), ...extra };
}
