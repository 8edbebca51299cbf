// The contract of self-service erasure (issue 41, routes of strapi/src/api/privacy/): GET /api/account/erasure
// tells what erasing the caller's account deletes and keeps; POST /api/account/erasure with the password does it.
// Pure types.
export type ErasureKind = 'candidate' | 'company' | 'member' | 'account';

export type ErasurePreviewResponse = {
  data: {
    kind: ErasureKind;
    crediti_persi: number;
    membri: number;
    eliminati: string[];
    conservati: string[];
  };
};

export type ErasureRequest = { password: string };

export type ErasureResponse = { data: { kind: ErasureKind; crediti_persi: number } };
