// Direct calls to the local stack for the reliability specs: arranging hostile rows as real users
// would create them, and checking what the server answers.
import { DEMO_PASSWORD } from '../support/portal';
import { call, ok, serviceKey } from '../support/api';
export {
  accessToken,
  call,
  invokeFunction,
  ok,
  publishJob,
  serviceKey,
  userIdOf,
} from '../support/api';

/** A confirmed user created the way an administrator would, with the role the sign-up form sets. */
export async function createUser(email: string, role: string, password = DEMO_PASSWORD) {
  const user = await ok<{ id: string }>(serviceKey(), '/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { role } }),
  });
  return user.id;
}

/** Uploads raw bytes into a bucket as the given user, the way supabase-js does. */
export async function upload(
  token: string,
  bucket: string,
  objectPath: string,
  contentType: string,
  content: string,
) {
  return call(token, `/storage/v1/object/${bucket}/${objectPath}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-upsert': 'true' },
    body: content,
  });
}
