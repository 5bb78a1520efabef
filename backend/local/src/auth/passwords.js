// Password hashing at GoTrue's bcrypt cost, on a pool of worker threads of its own (one per core).
// bcrypt's asynchronous calls would run on libuv's shared thread pool, where a burst of sign-ins
// (each check about 50 ms of CPU) queues every file read and write of storage uploads behind it;
// here the hashes wait only for each other, and the event loop never runs one.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export const BCRYPT_COST = 10;
const WORKER = new URL('./password-worker.js', import.meta.url);

export function createPasswordPool({ size = Math.max(1, os.availableParallelism()) } = {}) {
  const idle = [];
  const queue = [];
  const pending = new Map();
  const workers = [];
  let nextId = 0;

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop();
      const job = queue.shift();
      pending.set(job.message.id, { ...job, worker });
      // a thread with work keeps the process alive until it answers
      worker.ref();
      worker.postMessage(job.message);
    }
  };
  const settle = (worker, { id, result, error }) => {
    const job = pending.get(id);
    pending.delete(id);
    worker.unref();
    idle.push(worker);
    if (error) job.reject(new Error(error));
    else job.resolve(result);
    dispatch();
  };
  const start = () => {
    const worker = new Worker(WORKER);
    worker.unref();
    worker.on('message', (message) => settle(worker, message));
    // a thread that died fails its job and is replaced
    worker.on('error', (err) => {
      for (const [id, job] of pending) {
        if (job.worker !== worker) continue;
        pending.delete(id);
        job.reject(err);
      }
      workers.splice(workers.indexOf(worker), 1);
      if (!stopped) idle.push(start());
      dispatch();
    });
    workers.push(worker);
    return worker;
  };
  let stopped = false;
  for (let i = 0; i < size; i += 1) idle.push(start());

  const run = (message) =>
    new Promise((resolve, reject) => {
      if (stopped) return reject(new Error('the password pool is stopped'));
      queue.push({ message: { ...message, id: (nextId += 1) }, resolve, reject });
      dispatch();
    });
  return {
    hash: (password) => run({ op: 'hash', password, cost: BCRYPT_COST }),
    compare: (password, hash) => run({ op: 'compare', password, hash }),
    async stop() {
      stopped = true;
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
