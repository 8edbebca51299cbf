// The company's job posts as the options of a select (issue 43): the unlocked list's filter and the "Aggiungi
// all'annuncio" form list them the same way, from here. The first option is the empty choice, with the caller's label
// ("Qualsiasi" for a filter, "Nessun annuncio" for the attachment).
export type JobPostChoice = { documentId: string; posizione: string };

export function JobPostOptions({ posts, emptyLabel }: { posts: JobPostChoice[]; emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {posts.map((post) => (
        <option key={post.documentId} value={post.documentId}>
          {post.posizione}
        </option>
      ))}
    </>
  );
}
