// Duplicate-email check of the registration wizards. A failed check lets registration go on
// (decisions.md): the create call is then the judge.
import { strapiFetch } from './strapi.server';

export async function isEmailAvailable(email: string): Promise<boolean> {
  try {
    const result = await strapiFetch<{ available: boolean }>('/api/email-check', {
      method: 'POST',
      json: { email },
    });
    return result.ok ? result.data.available !== false : true;
  } catch (error) {
    if (error instanceof Response) return true;
    throw error;
  }
}
