import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { FOOTER_LINKS, SOCIAL_LINKS } from './nav-links';

export function PortalFooter() {
  const { token } = theme.useToken();
  const row = {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: token.margin,
  } as const;
  return (
    <footer
      style={{
        padding: '24px 50px',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        textAlign: 'center',
      }}
    >
      <nav aria-label="Footer">
        <div style={row}>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} style={{ color: token.colorTextSecondary }}>
              {link.label}
            </Link>
          ))}
        </div>
      </nav>
      <div style={{ ...row, marginTop: 12 }} aria-label="Social media">
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
      </div>
      <div style={{ marginTop: 12, color: token.colorTextSecondary }}>
        © {new Date().getFullYear()} TalentBridge. All rights reserved.
      </div>
    </footer>
  );
}
