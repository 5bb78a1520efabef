// One thread of the password pool: bcrypt's synchronous calls run here, on this thread alone.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcrypt';

parentPort.on('message', ({ id, op, password, hash, cost }) => {
  try {
    const result =
      op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.message ?? err) });
  }
});
