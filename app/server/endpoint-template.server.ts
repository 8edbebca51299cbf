// The label of a call to Strapi in logs and metrics: its path with the ids taken out, so a label names an endpoint
// (`/api/human-resources/:id/unlock`), never a person's record or a token, and the metric's label set stays small.
// A call through the typed client (issue 38) is labelled by its endpoint's declared template instead; this derives one
// from the path for the calls that have none (media).

/**
 * A path segment that is a value, not a name: digits, a UUID, anything of 12 or more characters with a digit in it
 * (Strapi's documentIds, tokens), an upload's file name or an encoded value.
 */
const VALUE_SEGMENT = /^(?:\d+|(?=[^/]*\d)[\w-]{12,}|[^/]*[.%@][^/]*)$/;

export function endpointTemplate(path: string): string {
  const bare = path.split('?')[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (segment && VALUE_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}
