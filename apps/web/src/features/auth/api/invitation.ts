import {
  invitationAcceptedSchema,
  invitationDetailsSchema,
  type InvitationDetails,
} from '@barnboard/domain';
import { publicRequest } from '../../../lib/api/public-request';

/** POST /api/invitation/inspect: whom a live invitation link is for. */
export async function inspectInvitation(token: string): Promise<InvitationDetails> {
  return invitationDetailsSchema.parse(
    await publicRequest('/api/invitation/inspect', { body: { token } }),
  );
}

/** POST /api/invitation/accept: the password and the terms; answers the sign-in to use. */
export async function acceptInvitation(token: string, password: string): Promise<string> {
  const answer = await publicRequest('/api/invitation/accept', {
    body: { token, password, accept_terms: true },
  });
  return invitationAcceptedSchema.parse(answer).login;
}
