// Public-only pages: a signed-in user with a profile is sent to their home.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { requireAnonymous } from '#app/server/auth.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export default function PublicLayout() {
  return <Outlet />;
}
