import { MenuOutlined, UserOutlined } from '@ant-design/icons';
import { LightButton, useAuth, useToast, useWideScreen } from '@portal/shared';
import { theme } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { accountMenuEntries } from './account-menu-items';
import { HeaderMenu } from './header-menu';
import { HEADER_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';

export const HEADER_HEIGHT = 64;

// Signed-in users only: the bell brings the data client and the live connection with it.
const NotificationBell = lazy(() => import('../features/notifications/components/notification-bell'));

export function PortalHeader() {
  const auth = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { token } = theme.useToken();
  const narrow = !useWideScreen();

  async function signOut() {
    const { error } = await auth.signOut();
    if (error) {
      toast.error('Error', error.message);
      return;
    }
    toast.success('Signed out successfully.');
    navigate('/');
  }

  const entries = auth.user ? accountMenuEntries(auth) : [];
  const onMenuClick = (key: string) => {
    if (key === 'sign-out') return void signOut();
    const target = [...entries, ...HEADER_LINKS.map((l) => ({ key: l.to, to: l.to }))].find(
      (entry) => entry.key === key,
    );
    if (target?.to) navigate(target.to);
  };

  const linkStyle = ({ isActive }: { isActive: boolean }) => ({
    color: isActive ? token.colorPrimary : token.colorText,
    fontWeight: isActive ? 600 : 400,
    padding: '0 12px',
  });

  return (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        color: token.colorText,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '0 clamp(12px, 4vw, 48px)',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Link
        to="/"
        style={{ fontWeight: 700, fontSize: 20, color: token.colorPrimary, whiteSpace: 'nowrap' }}
      >
        TalentBridge
      </Link>
      {!narrow && (
        <nav aria-label="Main" style={{ display: 'flex', flex: 1 }}>
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end style={linkStyle}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
      <div
        style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, marginLeft: 'auto' }}
      >
        <ThemeToggle />
        {auth.user && (
          <Suspense fallback={null}>
            <NotificationBell userId={auth.user.id} />
          </Suspense>
        )}
        {auth.user ? (
          narrow ? (
            <HeaderMenu
              onSelect={onMenuClick}
              items={[
                ...HEADER_LINKS.map((link) => ({ key: link.to, label: link.label })),
                { type: 'divider' as const },
                ...entries.map((entry) => ({ key: entry.key, label: entry.label })),
              ]}
            >
              <LightButton icon={<MenuOutlined />} aria-label="Open menu" />
            </HeaderMenu>
          ) : (
            <HeaderMenu
              onSelect={onMenuClick}
              items={entries.map((e) => ({ key: e.key, label: e.label }))}
            >
              {/* The name starts with the visible e-mail, so speech users can say what they see. */}
              <LightButton icon={<UserOutlined />} aria-label={`${auth.user.email}, account menu`}>
                {auth.user.email}
              </LightButton>
            </HeaderMenu>
          )
        ) : (
          <>
            {narrow && (
              <HeaderMenu
                onSelect={onMenuClick}
                items={HEADER_LINKS.map((l) => ({ key: l.to, label: l.label }))}
              >
                <LightButton icon={<MenuOutlined />} aria-label="Open menu" />
              </HeaderMenu>
            )}
            <LightButton variant="primary" onClick={() => navigate('/signin')}>
              Sign In
            </LightButton>
          </>
        )}
      </div>
    </header>
  );
}
