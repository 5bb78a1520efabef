// PostgREST error bodies and the SQLSTATE -> HTTP status mapping of its Error.hs.
export class RestError extends Error {
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export function statusForSqlState(code, role) {
  if (!code) return 500;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (code === '25006') return 405;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code.startsWith('08') || code.startsWith('57P0')) return 503;
  if (code.startsWith('28') || code.startsWith('0P')) return 403;
  if (code.startsWith('53') || code.startsWith('54') || code.startsWith('57') || code.startsWith('58')) return 500;
  if (code === 'XX000' || code === 'XX001') return 500;
  if (code.startsWith('40')) return 500;
  return 400;
}

export function fromDatabaseError(err, role) {
  if (err instanceof RestError) return err;
  if (err instanceof URIError) return new RestError(400, 'PGRST100', 'The request path is not correctly URL-encoded');
  if (err.status === 413) return new RestError(413, 'PGRST413', 'Payload too large');
  const code = err.code;
  if (!code) return new RestError(500, 'PGRST000', err.message ?? 'Internal error');
  // no SQLSTATE means the connection itself failed (refused, reset, server gone)
  if (!/^[0-9A-Z]{5}$/.test(code)) {
    return new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', err.message ?? null);
  }
  return new RestError(statusForSqlState(code, role), code, err.message, err.detail ?? null, err.hint ?? null);
}
