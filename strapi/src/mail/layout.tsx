// The one layout of every e-mail the portal sends (docs/decisions.md "E-mails"): the portal's name, a heading, the
// body, the main action as a button with its link written out short beneath it, then who sends the mail and why
// the person receives it, and the unsubscribe line where one applies. Built of React Email's components, so every
// value is escaped by React and the markup is the one those components make for mail clients (tables, inline
// styles, Outlook's button padding). The button is text on a coloured background: usable with images off.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

export const PORTAL_NAME = 'Portale Lavoro Industria';

const colors = {
  brand: '#1759c4',
  brandDark: '#12469b',
  text: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  page: '#f1f5f9',
  card: '#ffffff',
};

const font = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

// Clients that follow the reader's dark mode (Apple Mail, Outlook.com) read these; the rest keep the light colours
// or invert them on their own, which the plain colours above survive. No quotes or angle brackets: React writes a
// style element's text escaped.
const DARK_MODE_CSS = `
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: #0b1220 !important; }
  .mail-card { background-color: #111a2e !important; border-color: #1e293b !important; }
  .mail-text { color: #e2e8f0 !important; }
  .mail-muted { color: #94a3b8 !important; }
  .mail-link { color: #8ab4f8 !important; }
  .mail-name { color: #8ab4f8 !important; }
  .mail-hr { border-color: #1e293b !important; }
}
`;

export const text = {
  paragraph: { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  small: { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  // A long address breaks where it must, never off the side of a 360 px screen.
  link: { color: colors.brand, textDecoration: 'underline', overflowWrap: 'anywhere' as const },
};

/** A paragraph of the body. */
export const P = ({ children }: { children: ReactNode }) => (
  <Text className="mail-text" style={text.paragraph}>
    {children}
  </Text>
);

/** A link of the body: its text is what the reader sees, the full address is in the text part. */
export const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link className="mail-link" href={href} style={text.link}>
    {children}
  </Link>
);

/**
 * The link as a person can read and type it on a phone: host and path, and the start of a long query or token
 * followed by '…'. Only the visible text is shortened; the href is always the whole link.
 */
export const shortLink = (url: string, max = 44) => {
  const parsed = new URL(url);
  const whole = `${parsed.host}${parsed.pathname}${parsed.search}`;
  return whole.length <= max ? whole : `${whole.slice(0, max - 1)}…`;
};

/** YYYY-MM-DD as the Italian reader writes it: 22/11/2026. */
export const italianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

export type MainAction = { label: string; url: string };

/**
 * The main action: a button, and beneath it the link written out short, for a client that shows no button or a
 * reader who copies it. The text part carries the label and the whole link instead (render.tsx).
 */
const Action = ({ label, url }: MainAction) => (
  <Section style={{ margin: '8px 0 24px' }}>
    <Button
      data-main-action="true"
      href={url}
      style={{
        backgroundColor: colors.brand,
        borderRadius: '6px',
        color: '#ffffff',
        fontFamily: font,
        fontSize: '16px',
        fontWeight: 700,
        lineHeight: '24px',
        padding: '12px 20px',
        textAlign: 'center',
        textDecoration: 'none',
        display: 'inline-block',
        maxWidth: '100%',
      }}
    >
      {label}
    </Button>
    <Text data-skip-in-text="true" className="mail-muted" style={{ ...text.small, margin: '12px 0 0' }}>
      Se il pulsante non si apre:{' '}
      <Link className="mail-link" href={url} style={text.link}>
        {shortLink(url)}
      </Link>
    </Text>
  </Section>
);

export type LayoutProps = {
  /** The line a mail client shows after the subject in the inbox. */
  preview: string;
  heading: string;
  children: ReactNode;
  action?: MainAction;
  /** Says why this person receives the mail: the account or the subscription it comes from. */
  reason: string;
  /** Who sends it: LEGAL_NAME (catalog/legal.ts). */
  sender: string;
  /** Where the mail can be turned off: the sentence, the link's label and the link. */
  unsubscribe?: { text: string; label: string; url: string };
  /** After the action: notes, the signature. */
  after?: ReactNode;
};

export const Layout = ({
  preview,
  heading,
  children,
  action,
  reason,
  sender,
  unsubscribe,
  after,
}: LayoutProps) => (
  <Html lang="it" dir="ltr">
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light dark" />
      <meta name="supported-color-schemes" content="light dark" />
      <style>{DARK_MODE_CSS}</style>
    </Head>
    <Preview>{preview}</Preview>
    <Body
      className="mail-page"
      style={{ backgroundColor: colors.page, margin: 0, padding: '16px 0', fontFamily: font }}
    >
      <Container
        className="mail-card"
        style={{
          backgroundColor: colors.card,
          border: `1px solid ${colors.line}`,
          borderRadius: '8px',
          maxWidth: '560px',
          width: '100%',
          padding: '24px 16px',
        }}
      >
        <Text
          className="mail-name"
          style={{
            color: colors.brandDark,
            fontSize: '15px',
            fontWeight: 700,
            letterSpacing: '0.02em',
            margin: '0 0 16px',
          }}
        >
          {PORTAL_NAME}
        </Text>
        <Heading
          as="h1"
          className="mail-text"
          style={{ color: colors.text, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' }}
        >
          {heading}
        </Heading>
        {children}
        {action ? <Action {...action} /> : null}
        {after}
        <P>Lo staff di {PORTAL_NAME}</P>
        <Hr className="mail-hr" style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
        <Text className="mail-muted" style={text.small}>
          Questa e-mail è inviata da {sender}, che gestisce {PORTAL_NAME}, {reason}
        </Text>
        {unsubscribe ? (
          <Text className="mail-muted" style={text.small}>
            {unsubscribe.text}{' '}
            <Link className="mail-link" href={unsubscribe.url} style={text.link}>
              {unsubscribe.label}
            </Link>
          </Text>
        ) : null}
      </Container>
    </Body>
  </Html>
);
