// Duplicate-email check of the registration wizards (spec: `GET users/count?email=`), narrowed to one answer:
// is this address free? Public, because registration happens before there is an account.
export default {
  type: 'content-api',
  routes: [{ method: 'POST', path: '/email-check', handler: 'email-check.check', config: { policies: [] } }],
};
