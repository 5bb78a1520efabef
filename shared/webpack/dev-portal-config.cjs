// Runtime configuration served in development: the local stack and each remote's dev port.
const path = require('node:path');

// The Supabase CLI's well-known local anon key, signed with the local stack's default JWT secret.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const REMOTES = ['mf-public', 'mf-admin', 'mf-company', 'mf-candidate', 'mf-vendor'];

function remotePort(name) {
  return require(path.join(__dirname, '..', '..', name, 'package.json')).portal.port;
}

function devPortalConfig() {
  const remotes = {};
  for (const name of REMOTES) {
    const base = process.env[`REMOTE_${name.replace('-', '_').toUpperCase()}_URL`];
    remotes[name] = base ?? `http://localhost:${remotePort(name)}/mf-manifest.json`;
  }
  return {
    supabaseUrl: process.env.SUPABASE_URL ?? 'http://localhost:54321',
    supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
    remotes,
  };
}

module.exports = { devPortalConfig, LOCAL_ANON_KEY, REMOTES, remotePort };
