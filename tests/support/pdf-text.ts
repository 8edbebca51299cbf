// The text of a PDF, page by page, read with Mozilla's pdf.js (what the CV tests check: text that can be selected).
// pdf.js 6 uses Promise.withResolvers (Node 22+); on an older Node it is given here before pdf.js loads.
const withResolvers = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
(Promise as unknown as { withResolvers?: unknown }).withResolvers ??= withResolvers;

/** All the text (whitespace collapsed) and each page's size in points. */
export async function pdfText(pdf: Uint8Array): Promise<{ text: string; sizes: number[][] }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    sizes.push(page.view.slice(2));
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.cleanup();
  return { text: pages.join('\n').replace(/\s+/g, ' '), sizes };
}
