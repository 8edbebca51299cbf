// A tag unique to a test's run, to tell its rows from those other files write meanwhile. Letters only: a run of six
// or more digits (spaces allowed between them) in a free text reads as a phone number and the text is refused with
// 400 (strapi/src/catalog/free-text.ts), and a base-36 time stamp such as `mx0d8824` followed by ` 10` is one.
export const letterTag = (prefix = ''): string =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(
    /\d/g,
    (d) => 'abcdefghij'[Number(d)],
  );
