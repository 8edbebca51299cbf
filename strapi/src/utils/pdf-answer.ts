// A PDF as the answer of a content-API route (the CV, issue 42): an attachment with its file name, never cached.
import type { ApiContext } from './api-error';

export function answerPdf(ctx: ApiContext, file: { pdf: Buffer; fileName: string }): void {
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = file.pdf;
}
