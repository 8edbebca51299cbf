// The company's job posts as cards, in the page's two sections (published, archived).
import { PATH } from './paths.ts';
import { Link } from '@remix-run/react';
import { type CompanyJobPostView } from '#app/features/job-posts/job-post-view.ts';
import { jobPosts as texts, team } from '#app/texts/index.ts';

function PostCard({ post }: { post: CompanyJobPostView }) {
  const details = [post.luogo, post.contratto, post.ral, post.titoloStudio].filter(Boolean).join(' · ');
  return (
    <li className="panel" data-testid="job-post">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link to={`${PATH}/${post.id}`} className="hover:underline" aria-label={texts.open(post.posizione)}>
          {post.posizione}
        </Link>
      </h3>
      {details ? <p className="text-sm text-slate-700">{details}</p> : null}
      <p className="mt-1 text-sm text-slate-600">
        {texts.created(post.pubblicato)}
        {post.autore ? ` ${team.by(post.autore)}` : ''} ·{' '}
        <span data-testid="job-post-status">
          {post.archiviato ? texts.archived : post.visibile ? texts.visible : texts.hidden}
        </span>
      </p>
      <p className="mt-2 text-sm font-medium text-slate-800">
        {post.interessati > 0 ? texts.interested(post.interessati) : texts.noInterested}
      </p>
    </li>
  );
}

export function Section({ title, posts }: { title: string; posts: CompanyJobPostView[] }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {posts.length === 0 ? (
        <p className="mt-3 text-slate-700">{texts.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
    </section>
  );
}
