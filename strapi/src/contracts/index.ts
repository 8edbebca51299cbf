// Every area's endpoints, by the name the Remix server's typed client calls them (`strapi.humanResources.unlock`,
// app/server/strapi-api.server.ts). A new area's contract is added here once.
import { alerts } from './alerts';
import { auth } from './auth';
import { candidate, media } from './candidate';
import { candidateMails } from './candidate-mails';
import { company } from './company';
import { guarantee } from './guarantee';
import { humanResources } from './human-resources';
import { internal } from './internal';
import { invoices } from './invoice';
import { board, jobPosts } from './job-posts';
import { me } from './me';
import { pipeline } from './pipeline';
import { privacy } from './privacy';
import { drafts, registration } from './registration';
import { shop } from './shop';
import { team } from './team';

export const contracts = {
  alerts,
  auth,
  board,
  candidate,
  candidateMails,
  company,
  drafts,
  guarantee,
  humanResources,
  internal,
  invoices,
  jobPosts,
  me,
  media,
  pipeline,
  privacy,
  registration,
  shop,
  team,
};

export type Contracts = typeof contracts;
