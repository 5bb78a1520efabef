// Supabase Storage-compatible service: buckets and objects rows under RLS, files on disk.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { HttpError, readBody, readJson, send } from '../lib/http.js';
import { signJwt, verifyJwt } from '../lib/jwt.js';
import { requestAuth, applyRequestContext, RequestAuthError } from '../lib/request-auth.js';
import { parseMultipart } from './multipart.js';

const MAX_UPLOAD = 50 * 1024 * 1024;
// Types a browser may render inline on the portal origin; everything else downloads as an attachment.
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'application/pdf']);

class StorageError extends Error {
  constructor(statusCode, error, message, httpStatus) {
    super(message);
    this.statusCode = String(statusCode);
    this.error = error;
    this.httpStatus = httpStatus ?? (Number(statusCode) >= 500 ? 500 : 400);
  }
}

const notFound = () => new StorageError(404, 'not_found', 'Object not found');
const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');

function fromDb(err) {
  if (err instanceof StorageError) return err;
  if (err instanceof URIError) return new StorageError(400, 'InvalidKey', 'The path is not correctly URL-encoded');
  if (err instanceof HttpError) return new StorageError(err.status, err.status === 413 ? 'Payload too large' : 'InvalidRequest', err.message, err.status === 413 ? 413 : undefined);
  if (err.code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  if (err.code === '42501') return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (err.code === '23503') return bucketNotFound();
  if (typeof err.code === 'string' && (!/^[0-9A-Z]{5}$/.test(err.code) || err.code.startsWith('08') || err.code.startsWith('57P0'))) {
    return new StorageError(503, 'DatabaseUnavailable', 'The database is not reachable', 503);
  }
  if (err.code) return new StorageError(400, 'DatabaseError', err.message);
  return new StorageError(500, 'Internal', err.message);
}

async function readJsonObject(req) {
  const body = await readJson(req);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new StorageError(400, 'InvalidRequest', 'The request body must be a JSON object');
  }
  return body;
}

function validKey(key) {
  if (!key || key.length > 1024 || key.startsWith('/') || key.includes('\\')) return false;
  if ([...key].some((ch) => ch.charCodeAt(0) < 32)) return false;
  return key.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

function validBucketId(id) {
  return typeof id === 'string' && /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/.test(id) && id !== '.' && id !== '..';
}

// Leading bytes of the document and image types the private buckets accept.
const SIGNATURES = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'application/msword': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
};

function contentMatchesType(type, data) {
  const signature = SIGNATURES[type];
  return !signature || signature.every((byte, i) => data[i] === byte);
}

function mimeAllowed(allowed, type) {
  if (!allowed || !allowed.length) return true;
  const t = type.split(';')[0].trim().toLowerCase();
  return allowed.some((a) => {
    const p = a.toLowerCase();
    return p === t || (p.endsWith('/*') && t.startsWith(p.slice(0, -1)));
  });
}

export function createStorageService({ db, config, storageDir }) {
  fs.mkdirSync(storageDir, { recursive: true });
  const root = path.resolve(storageDir);

  function filePath(bucket, key) {
    const p = path.resolve(root, bucket, ...key.split('/'));
    if (!p.startsWith(root + path.sep)) throw new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
    return p;
  }

  async function asCaller(req, auth, fn) {
    try {
      return await db.tx(async (c) => {
        await applyRequestContext(c, auth, { method: req.method, path: req.url.split('?')[0] });
        return fn(c);
      });
    } catch (err) {
      throw fromDb(err);
    }
  }

  async function getBucket(id) {
    if (!validBucketId(id)) throw bucketNotFound();
    const { rows } = await db.query(
      'select id, name, owner, public, file_size_limit::text as file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1',
      [id],
    );
    if (!rows[0]) throw bucketNotFound();
    return rows[0];
  }

  function bucketJson(b) {
    return {
      id: b.id,
      name: b.name,
      owner: b.owner ?? '',
      public: Boolean(b.public),
      file_size_limit: b.file_size_limit === null || b.file_size_limit === undefined ? null : Number(b.file_size_limit),
      allowed_mime_types: b.allowed_mime_types ?? null,
      created_at: b.created_at,
      updated_at: b.updated_at,
    };
  }

  async function upload(req, auth, bucketId, key, mode, forceUpsert = false) {
    if (!validKey(key)) throw new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
    const bucket = await getBucket(bucketId);
    const limit = Math.min(MAX_UPLOAD, bucket.file_size_limit ? Number(bucket.file_size_limit) : MAX_UPLOAD);
    let raw;
    try {
      raw = await readBody(req, limit + 64 * 1024);
    } catch {
      throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size', 413);
    }
    let data = raw;
    let contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
    let cacheControl = req.headers['cache-control'] ? String(req.headers['cache-control']) : 'no-cache';
    let userMetadata = null;
    if (contentType.toLowerCase().startsWith('multipart/form-data')) {
      const parts = parseMultipart(raw, contentType) ?? [];
      const file = parts.find((p) => p.filename !== undefined) ?? parts.find((p) => p.name === '');
      if (!file) throw new StorageError(400, 'InvalidRequest', 'No file found in the multipart body');
      data = file.data;
      contentType = file.contentType ?? 'application/octet-stream';
      const cc = parts.find((p) => p.name === 'cacheControl');
      if (cc) cacheControl = `max-age=${cc.data.toString('utf8')}`;
      const md = parts.find((p) => p.name === 'metadata');
      if (md) {
        try {
          userMetadata = JSON.parse(md.data.toString('utf8'));
        } catch {
          userMetadata = null;
        }
      }
    } else if (req.headers['x-metadata']) {
      try {
        userMetadata = JSON.parse(Buffer.from(String(req.headers['x-metadata']), 'base64').toString('utf8'));
      } catch {
        userMetadata = null;
      }
    }
    if (/^\d+$/.test(cacheControl)) cacheControl = `max-age=${cacheControl}`;
    if (data.length > limit) throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size', 413);
    const mimetype = contentType.split(';')[0].trim().toLowerCase();
    if (!mimeAllowed(bucket.allowed_mime_types, mimetype)) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`);
    }
    const upsert = forceUpsert || mode === 'update' || String(req.headers['x-upsert'] ?? '') === 'true';
    const metadata = {
      eTag: `"${crypto.createHash('md5').update(data).digest('hex')}"`,
      size: data.length,
      mimetype,
      cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: data.length,
      httpStatusCode: 200,
    };
    const version = crypto.randomUUID();
    const owner = auth.claims.sub ?? null;
    const id = await asCaller(req, auth, async (c) => {
      let rows;
      if (mode === 'update') {
        ({ rows } = await c.query(
          `update storage.objects set metadata = $3::jsonb, user_metadata = $4::jsonb, version = $5, updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [bucketId, key, JSON.stringify(metadata), JSON.stringify(userMetadata), version],
        ));
        if (!rows.length) throw notFound();
      } else {
        ({ rows } = await c.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)
           ${upsert ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
             version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()` : ''}
           returning id`,
          [bucketId, key, isUuid(owner) ? owner : null, owner, JSON.stringify(metadata), JSON.stringify(userMetadata), version],
        ));
      }
      // Checked once the policies allowed the write, so a refusal still says why first.
      if (!bucket.public && !contentMatchesType(mimetype, data)) {
        throw new StorageError(415, 'invalid_mime_type', `The file content does not match its type ${mimetype}`);
      }
      const target = filePath(bucketId, key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const tmp = `${target}.${version}.tmp`;
      fs.writeFileSync(tmp, data);
      fs.renameSync(tmp, target);
      return rows[0].id;
    });
    return { Id: id, Key: `${bucketId}/${key}` };
  }

  async function readObject(req, auth, bucketId, key) {
    if (!validKey(key)) throw notFound();
    const row = auth
      ? await asCaller(req, auth, async (c) => {
          const { rows } = await c.query(
            'select id, name, metadata, user_metadata, version, created_at, updated_at from storage.objects where bucket_id = $1 and name = $2',
            [bucketId, key],
          );
          return rows[0];
        })
      : (
          await db.query(
            'select id, name, metadata, user_metadata, version, created_at, updated_at from storage.objects where bucket_id = $1 and name = $2',
            [bucketId, key],
          )
        ).rows[0];
    if (!row) throw notFound();
    return row;
  }

  function serveFile(req, res, bucketId, key, row, url) {
    const file = filePath(bucketId, key);
    if (!fs.existsSync(file)) throw notFound();
    const meta = row.metadata ?? {};
    const type = meta.mimetype ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'content-length': fs.statSync(file).size,
      'cache-control': meta.cacheControl ?? 'no-cache',
      'x-content-type-options': 'nosniff',
      'last-modified': new Date(row.updated_at ?? Date.now()).toUTCString(),
    };
    if (meta.eTag) headers.etag = meta.eTag;
    const filename = path.basename(key).replace(/["\\\r\n]/g, '_');
    const download = url.searchParams.get('download');
    if (download !== null) {
      headers['content-disposition'] = `attachment; filename="${(download || filename).replace(/["\\\r\n]/g, '_')}"`;
    } else if (!INLINE_TYPES.has(type)) {
      headers['content-disposition'] = `attachment; filename="${filename}"`;
    }
    // Uploaded content must never run script on this origin, even when rendered inline
    // (PDF is left out: browsers refuse to show PDFs under a sandboxing policy).
    if (type !== 'application/pdf') headers['content-security-policy'] = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  function signToken(bucketId, key, expiresIn) {
    const now = Math.floor(Date.now() / 1000);
    return signJwt({ url: `${bucketId}/${key}`, iat: now, exp: now + expiresIn }, config.jwtSecret);
  }

  /** The claims of a signed URL's token, refused unless it is valid and signs this very object. */
  function signedPayload(url, bucketId, key) {
    let payload;
    try {
      payload = verifyJwt(url.searchParams.get('token') ?? '', config.jwtSecret);
    } catch (err) {
      throw new StorageError(400, 'InvalidJWT', err.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    }
    if (payload.url !== `${bucketId}/${key}`) throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature');
    return payload;
  }

  async function sign(req, auth, bucketId, key, body) {
    const expiresIn = Number(body.expiresIn);
    if (!Number.isFinite(expiresIn) || expiresIn <= 0) throw new StorageError(400, 'InvalidRequest', 'expiresIn must be a positive number');
    await readObject(req, auth, bucketId, key);
    const token = signToken(bucketId, key, Math.floor(expiresIn));
    return `/object/sign/${encodeKey(bucketId)}/${encodeKey(key)}?token=${token}`;
  }

  // A signed upload URL lets its holder upload one object as the caller who created it; the caller
  // must be allowed to insert that object now (probed inside a rolled-back savepoint).
  async function createUploadUrl(req, auth, bucketId, key) {
    if (!validKey(key)) throw new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
    await getBucket(bucketId);
    const upsert = String(req.headers['x-upsert'] ?? '') === 'true';
    const owner = auth.claims.sub ?? null;
    await asCaller(req, auth, async (c) => {
      await c.query('savepoint upload_probe');
      await c.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $4)
         ${upsert ? 'on conflict (bucket_id, name) do nothing' : ''}`,
        [bucketId, key, isUuid(owner) ? owner : null, owner],
      );
      await c.query('rollback to savepoint upload_probe');
    });
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ url: `${bucketId}/${key}`, owner, upsert, iat: now, exp: now + 7200 }, config.jwtSecret);
    return { url: `/object/upload/sign/${encodeKey(bucketId)}/${encodeKey(key)}?token=${token}`, token };
  }

  async function list(req, auth, bucketId, body) {
    await getBucket(bucketId);
    let prefix = String(body.prefix ?? '');
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const limit = Math.max(1, Math.min(1000, Number(body.limit ?? 100) || 100));
    const offset = Math.max(0, Number(body.offset ?? 0) || 0);
    const search = String(body.search ?? '').toLowerCase();
    const sortCol = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(body.sortBy?.column) ? body.sortBy.column : 'name';
    const desc = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc';
    const rows = await asCaller(req, auth, async (c) => {
      const r = await c.query(
        `select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
         where bucket_id = $1 and left(name, length($2)) = $2`,
        [bucketId, prefix],
      );
      return r.rows;
    });
    const entries = new Map();
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const folder = rest.slice(0, slash);
        if (!entries.has(folder)) entries.set(folder, { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      } else {
        entries.set(rest, {
          name: rest,
          id: row.id,
          updated_at: iso(row.updated_at),
          created_at: iso(row.created_at),
          last_accessed_at: iso(row.last_accessed_at),
          metadata: row.metadata,
        });
      }
    }
    let out = [...entries.values()].filter((e) => !search || e.name.toLowerCase().startsWith(search) || e.name.toLowerCase().includes(search));
    out.sort((a, b) => {
      const av = a[sortCol] ?? '';
      const bv = b[sortCol] ?? '';
      const cmp = av < bv ? -1 : av > bv ? 1 : 0;
      return desc ? -cmp : cmp;
    });
    out = out.slice(offset, offset + limit);
    return out;
  }

  // List v2: keys under a prefix in name order, paged by an opaque cursor; with_delimiter groups
  // the keys below the next '/' into folders.
  async function listV2(req, auth, bucketId, body) {
    await getBucket(bucketId);
    const prefix = String(body.prefix ?? '');
    const limit = Math.max(1, Math.min(1000, Number(body.limit ?? 1000) || 1000));
    const desc = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc';
    let after = null;
    if (body.cursor) {
      try {
        after = Buffer.from(String(body.cursor), 'base64url').toString('utf8');
      } catch {
        throw new StorageError(400, 'InvalidRequest', 'Invalid cursor');
      }
    }
    const rows = await asCaller(req, auth, async (c) => {
      const r = await c.query(
        `select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
         where bucket_id = $1 and left(name, length($2)) = $2
           and ($3::text is null or (case when $4 then name < $3 else name > $3 end))
         order by case when $4 then name end desc, name asc`,
        [bucketId, prefix, after, desc],
      );
      return r.rows;
    });
    const folders = [];
    const objects = [];
    const seen = new Set();
    let last = null;
    for (const row of rows) {
      if (folders.length + objects.length >= limit) break;
      const rest = row.name.slice(prefix.length);
      const slash = body.with_delimiter ? rest.indexOf('/') : -1;
      if (slash >= 0) {
        const key = prefix + rest.slice(0, slash + 1);
        // the cursor passes the whole folder
        last = desc ? key : `${key}\u{10FFFF}`;
        if (seen.has(key)) continue;
        seen.add(key);
        folders.push({ name: key, key });
      } else {
        last = row.name;
        objects.push({
          id: row.id,
          name: row.name,
          key: row.name,
          updated_at: iso(row.updated_at),
          created_at: iso(row.created_at),
          last_accessed_at: iso(row.last_accessed_at),
          metadata: row.metadata,
        });
      }
    }
    const remaining = rows.filter((r) => (desc ? r.name < (last ?? '') : r.name > (last ?? ''))).length;
    const hasNext = last !== null && remaining > 0;
    return { hasNext, ...(hasNext ? { nextCursor: Buffer.from(last, 'utf8').toString('base64url') } : {}), folders, objects };
  }

  async function remove(req, auth, bucketId, prefixes) {
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) {
      throw new StorageError(400, 'InvalidRequest', 'prefixes must be an array of strings');
    }
    await getBucket(bucketId);
    const deleted = await asCaller(req, auth, async (c) => {
      const { rows } = await c.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, owner, owner_id, metadata, created_at, updated_at, last_accessed_at, version`,
        [bucketId, prefixes],
      );
      return rows;
    });
    for (const row of deleted) {
      try {
        fs.rmSync(filePath(bucketId, row.name), { force: true });
      } catch {
        // the row is gone; a missing file is not an error
      }
    }
    return deleted.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at), last_accessed_at: iso(r.last_accessed_at) }));
  }

  async function move(req, auth, body, copy) {
    const from = String(body.bucketId ?? '');
    const to = String(body.destinationBucket ?? body.bucketId ?? '');
    const src = String(body.sourceKey ?? '');
    const dst = String(body.destinationKey ?? '');
    if (!validKey(src) || !validKey(dst)) throw new StorageError(400, 'InvalidKey', 'Invalid key');
    await getBucket(from);
    if (to !== from) await getBucket(to);
    return asCaller(req, auth, async (c) => {
      if (copy) {
        const { rows } = await c.query('select metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2', [from, src]);
        if (!rows[0]) throw notFound();
        const owner = auth.claims.sub ?? null;
        const ins = await c.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7) returning id`,
          [to, dst, isUuid(owner) ? owner : null, owner, JSON.stringify(rows[0].metadata), JSON.stringify(rows[0].user_metadata), crypto.randomUUID()],
        );
        const target = filePath(to, dst);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(filePath(from, src), target);
        return { Id: ins.rows[0].id, Key: `${to}/${dst}` };
      }
      const { rows } = await c.query(
        'update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2 returning id',
        [from, src, to, dst],
      );
      if (!rows.length) throw notFound();
      const target = filePath(to, dst);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(filePath(from, src), target);
      return { message: 'Successfully moved' };
    });
  }

  async function bucketRoutes(req, auth, parts) {
    const m = req.method;
    if (parts.length === 0 && m === 'GET') {
      return asCaller(req, auth, async (c) => {
        const { rows } = await c.query(
          'select id, name, owner, public, file_size_limit::text as file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets order by name',
        );
        return rows.map(bucketJson);
      });
    }
    if (parts.length === 0 && m === 'POST') {
      const body = await readJsonObject(req);
      const id = String(body.id ?? body.name ?? '');
      if (!validBucketId(id)) throw new StorageError(400, 'InvalidBucketName', 'Bucket name invalid');
      return asCaller(req, auth, async (c) => {
        await c.query(
          `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3::uuid, $4, $5::bigint, $6::text[])`,
          [id, String(body.name ?? id), isUuid(auth.claims.sub) ? auth.claims.sub : null, Boolean(body.public),
            parseSize(body.file_size_limit), body.allowed_mime_types ?? null],
        );
        return { name: id };
      });
    }
    const id = parts[0];
    if (parts.length === 1 && m === 'GET') {
      return asCaller(req, auth, async (c) => {
        const { rows } = await c.query(
          'select id, name, owner, public, file_size_limit::text as file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1',
          [id],
        );
        if (!rows[0]) throw bucketNotFound();
        return bucketJson(rows[0]);
      });
    }
    if (parts.length === 1 && m === 'PUT') {
      const body = await readJsonObject(req);
      // a field left out keeps its value, as Supabase Storage's update does
      const given = (k) => Object.prototype.hasOwnProperty.call(body, k);
      return asCaller(req, auth, async (c) => {
        const { rowCount } = await c.query(
          `update storage.buckets set
             public = case when $2 then coalesce($3, public) else public end,
             file_size_limit = case when $4 then $5::bigint else file_size_limit end,
             allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
             updated_at = now()
           where id = $1`,
          [id, given('public'), body.public ?? null, given('file_size_limit'), parseSize(body.file_size_limit),
            given('allowed_mime_types'), body.allowed_mime_types ?? null],
        );
        if (!rowCount) throw bucketNotFound();
        return { message: 'Successfully updated' };
      });
    }
    if (parts.length === 1 && m === 'DELETE') {
      return asCaller(req, auth, async (c) => {
        const { rows } = await c.query('select count(*)::int as n from storage.objects where bucket_id = $1', [id]);
        if (rows[0].n > 0) throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
        const { rowCount } = await c.query('delete from storage.buckets where id = $1', [id]);
        if (!rowCount) throw bucketNotFound();
        return { message: 'Successfully deleted' };
      });
    }
    if (parts.length === 2 && parts[1] === 'empty' && m === 'POST') {
      const names = await asCaller(req, auth, async (c) => {
        const { rows } = await c.query('delete from storage.objects where bucket_id = $1 returning name', [id]);
        return rows.map((r) => r.name);
      });
      for (const n of names) fs.rmSync(filePath(id, n), { force: true });
      return { message: 'Successfully emptied' };
    }
    throw new StorageError(404, 'not_found', 'Route not found');
  }

  async function dispatch(req, res, sub, url) {
    const segments = sub.split('/').filter(Boolean).map(decodeURIComponent);
    const m = req.method;
    const [area, ...rest] = segments;

    // Public and signed reads authenticate through the bucket flag or the URL token, not the caller.
    if (area === 'object' && rest[0] === 'public' && (m === 'GET' || m === 'HEAD')) {
      const [, bucketId, ...keyParts] = rest;
      const bucket = await getBucket(bucketId);
      if (!bucket.public) throw bucketNotFound();
      const key = keyParts.join('/');
      const row = await readObject(req, null, bucketId, key);
      return serveFile(req, res, bucketId, key, row, url);
    }
    if (area === 'object' && rest[0] === 'sign' && (m === 'GET' || m === 'HEAD')) {
      const [, bucketId, ...keyParts] = rest;
      const key = keyParts.join('/');
      signedPayload(url, bucketId, key);
      const row = await readObject(req, null, bucketId, key);
      return serveFile(req, res, bucketId, key, row, url);
    }

    if (area === 'object' && rest[0] === 'upload' && rest[1] === 'sign' && m === 'PUT') {
      const [, , bucketId, ...keyParts] = rest;
      const key = keyParts.join('/');
      const payload = signedPayload(url, bucketId, key);
      const owner = { role: 'service_role', claims: { role: 'service_role', sub: payload.owner ?? undefined } };
      const result = await upload(req, owner, bucketId, key, 'create', Boolean(payload.upsert));
      return send(res, 200, { Key: result.Key });
    }

    let auth;
    try {
      auth = requestAuth(req, config.jwtSecret);
    } catch (err) {
      if (err instanceof RequestAuthError) throw new StorageError(400, 'InvalidJWT', err.message === 'JWT expired' ? 'jwt expired' : err.message);
      throw err;
    }

    if (area === 'bucket') return send(res, 200, await bucketRoutes(req, auth, rest));
    if (area !== 'object') throw new StorageError(404, 'not_found', 'Route not found');

    if (rest[0] === 'upload' && rest[1] === 'sign' && m === 'POST') {
      const [, , bucketId, ...keyParts] = rest;
      return send(res, 200, await createUploadUrl(req, auth, bucketId, keyParts.join('/')));
    }
    if (rest[0] === 'list' && m === 'POST') return send(res, 200, await list(req, auth, rest[1], await readJsonObject(req)));
    if (rest[0] === 'list-v2' && m === 'POST') return send(res, 200, await listV2(req, auth, rest[1], await readJsonObject(req)));
    if (rest[0] === 'move' && m === 'POST') return send(res, 200, await move(req, auth, await readJsonObject(req), false));
    if (rest[0] === 'copy' && m === 'POST') return send(res, 200, await move(req, auth, await readJsonObject(req), true));
    if (rest[0] === 'sign' && m === 'POST') {
      const [, bucketId, ...keyParts] = rest;
      const body = await readJsonObject(req);
      if (keyParts.length) return send(res, 200, { signedURL: await sign(req, auth, bucketId, keyParts.join('/'), body) });
      if (!Array.isArray(body.paths)) throw new StorageError(400, 'InvalidRequest', 'paths must be an array');
      const out = [];
      for (const p of body.paths) {
        try {
          out.push({ error: null, path: p, signedURL: await sign(req, auth, bucketId, String(p), body) });
        } catch (err) {
          out.push({ error: err.error === 'not_found' ? 'Either the object does not exist or you do not have access to it' : err.message, path: p, signedURL: null });
        }
      }
      return send(res, 200, out);
    }
    if ((rest[0] === 'authenticated' || rest[0] === 'info') && (m === 'GET' || m === 'HEAD')) {
      const [kind, bucketId, ...keyParts] = rest;
      const key = keyParts.join('/');
      const row = await readObject(req, auth, bucketId, key);
      if (kind === 'info') {
        // `metadata` is the caller's own metadata from the upload, as Supabase Storage answers it
        return send(res, 200, {
          id: row.id,
          name: row.name,
          version: row.version,
          bucket_id: bucketId,
          size: row.metadata?.size,
          content_type: row.metadata?.mimetype,
          cache_control: row.metadata?.cacheControl,
          etag: row.metadata?.eTag,
          metadata: row.user_metadata ?? {},
          created_at: iso(row.created_at),
          last_modified: iso(row.updated_at),
        });
      }
      return serveFile(req, res, bucketId, key, row, url);
    }
    const [bucketId, ...keyParts] = rest;
    const key = keyParts.join('/');
    if (m === 'DELETE' && !key) {
      const body = await readJsonObject(req);
      return send(res, 200, await remove(req, auth, bucketId, body.prefixes));
    }
    if (m === 'DELETE') {
      const deleted = await remove(req, auth, bucketId, [key]);
      if (!deleted.length) throw notFound();
      return send(res, 200, { message: 'Successfully deleted' });
    }
    if (m === 'POST') return send(res, 200, await upload(req, auth, bucketId, key, 'create'));
    if (m === 'PUT') return send(res, 200, await upload(req, auth, bucketId, key, 'update'));
    if (m === 'GET' || m === 'HEAD') {
      const row = await readObject(req, auth, bucketId, key);
      return serveFile(req, res, bucketId, key, row, url);
    }
    throw new StorageError(404, 'not_found', 'Route not found');
  }

  return async function handle(req, res, sub, url) {
    try {
      await dispatch(req, res, sub, url);
    } catch (err) {
      const e = fromDb(err);
      if (!res.headersSent) {
        // drain the request so the client sees the answer instead of a reset connection
        req.resume();
        send(res, e.httpStatus, { statusCode: e.statusCode, error: e.error, message: e.message }, { connection: 'close' });
      }
    }
  };
}

// Sizes in Supabase Storage's units, which are decimal: '20mb' is 20,000,000 bytes.
function parseSize(v) {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return String(Math.floor(v));
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(String(v).trim());
  if (!m) throw new StorageError(400, 'InvalidRequest', 'file_size_limit must be a number of bytes or a size such as 20GB, 20MB, 30KB or 3B');
  const mult = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 }[(m[2] ?? 'b').toLowerCase()];
  return String(Math.floor(Number(m[1]) * mult));
}

function encodeKey(key) {
  return key.split('/').map(encodeURIComponent).join('/');
}

function iso(d) {
  return d ? new Date(d).toISOString() : null;
}

function isUuid(s) {
  return typeof s === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}
