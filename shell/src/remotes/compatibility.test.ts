import { checkCompatibility } from './compatibility';

const host = { react: '19.2.1', 'react-dom': '19.2.1', antd: '6.6.8', '@portal/shared': '0.1.0' };

function manifest(shared: Record<string, string>) {
  return {
    name: 'mf_public',
    shared: Object.entries(shared).map(([name, version]) => ({ name, version })),
  };
}

describe('remote compatibility', () => {
  it('accepts a remote built with the same versions', () => {
    expect(checkCompatibility(manifest(host), host)).toEqual({ incompatible: [], drift: [] });
  });

  it('refuses a remote built against another major of react, antd or @portal/shared', () => {
    const report = checkCompatibility(
      manifest({ ...host, react: '18.3.1', '@portal/shared': '1.0.0' }),
      host,
    );
    expect(report.incompatible).toEqual([
      'react 18.3.1 (portal runs 19.2.1)',
      '@portal/shared 1.0.0 (portal runs 0.1.0)',
    ]);
  });

  it('reports minor differences without refusing', () => {
    const report = checkCompatibility(manifest({ ...host, antd: '6.1.0' }), host);
    expect(report).toEqual({ incompatible: [], drift: ['antd 6.1.0 (portal runs 6.6.8)'] });
  });

  it('reads the antd version from the antd runtime modules a remote shares', () => {
    const { antd, ...others } = host;
    const shared = {
      ...others,
      'antd/es/config-provider/context': '5.29.0',
      'antd/es/theme/context': '5.29.0',
    };
    expect(antd).toBe('6.6.8');
    expect(checkCompatibility(manifest(shared), host).incompatible).toEqual([
      'antd 5.29.0 (portal runs 6.6.8)',
    ]);
  });

  it('ignores singletons the remote does not declare', () => {
    expect(checkCompatibility(manifest({ react: '19.0.0' }), host).incompatible).toEqual([]);
  });

  it('refuses a remote that expects antd modules this portal does not provide', () => {
    const remote = {
      ...manifest(host),
      metaData: {
        hostShared: [
          { name: 'antd/es/button/index', version: '6.6.8' },
          { name: 'antd/es/table/index', version: '6.6.8' },
        ],
      },
    };
    const report = checkCompatibility(remote, host, ['antd/es/button/index']);
    expect(report.incompatible).toEqual(['antd/es/table/index (not provided by this portal)']);
    expect(
      checkCompatibility(remote, host, ['antd/es/button/index', 'antd/es/table/index']),
    ).toEqual({ incompatible: [], drift: [] });
  });

  it('checks the antd version of what a remote expects from the shell', () => {
    const { antd: _antd, ...others } = host;
    const remote = {
      ...manifest(others),
      metaData: { hostShared: [{ name: 'antd/es/button/index', version: '5.29.0' }] },
    };
    expect(checkCompatibility(remote, host, ['antd/es/button/index']).incompatible).toEqual([
      'antd 5.29.0 (portal runs 6.6.8)',
    ]);
  });
});
