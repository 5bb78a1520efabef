import { Layout, Space, theme } from 'antd';
import { Link } from 'react-router-dom';
import { FOOTER_LINKS, SOCIAL_LINKS } from './nav-links';

export function PortalFooter() {
  const { token } = theme.useToken();
  return (
    <Layout.Footer
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, textAlign: 'center' }}
    >
      <nav aria-label="Footer">
        <Space wrap size="middle" style={{ justifyContent: 'center' }}>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} style={{ color: token.colorTextSecondary }}>
              {link.label}
            </Link>
          ))}
        </Space>
      </nav>
      <Space size="middle" style={{ marginTop: 12 }} aria-label="Social media">
        {SOCIAL_LINKS.map((link) => (
          <a
            key={link.label}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            style={{ color: token.colorTextSecondary }}
          >
            {link.label}
          </a>
        ))}
      </Space>
      <div style={{ marginTop: 12, color: token.colorTextSecondary }}>
        © {new Date().getFullYear()} TalentBridge. All rights reserved.
      </div>
    </Layout.Footer>
  );
}
