// The page's address and its wizard steps' (`?passo=1|2|3`).
export const PATH = '/company-job-posts';
export const stepHref = (step: number) => `${PATH}?passo=${step}`;
