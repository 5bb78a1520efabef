import {
  areaForPath,
  startEarlyRequests,
  takeConfigRequest,
  takeManifestRequest,
} from './early-requests';

describe('early requests', () => {
  it('finds the area that serves a path', () => {
    expect(areaForPath('/company/dashboard')).toBe('mf-company');
    expect(areaForPath('/talent-vendor')).toBe('mf-vendor');
    expect(areaForPath('/administrator')).toBe('mf-public');
    expect(areaForPath('/signin')).toBe('mf-public');
  });

  it('reads the configuration and then the area manifest once, before the shell asks', async () => {
    const fetched: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      const body =
        String(url) === '/portal-config.json'
          ? { remotes: { 'mf-admin': 'http://cdn.test/admin/mf-manifest.json' } }
          : { name: 'mf_admin' };
      const response = { ok: true, json: async () => body, clone: () => response };
      return response as unknown as Response;
    }) as typeof fetch;
    startEarlyRequests('/admin/dashboard');
    const config = await takeConfigRequest();
    expect(await config.json()).toEqual({
      remotes: { 'mf-admin': 'http://cdn.test/admin/mf-manifest.json' },
    });
    const manifest = await takeManifestRequest('mf-admin');
    expect(await manifest!.json()).toEqual({ name: 'mf_admin' });
    expect(fetched).toEqual(['/portal-config.json', 'http://cdn.test/admin/mf-manifest.json']);
    expect(takeManifestRequest('mf-admin')).toBeUndefined();
  });
});
