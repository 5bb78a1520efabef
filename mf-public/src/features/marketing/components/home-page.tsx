import { RocketOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { AreaError } from '@portal/shared';
import { Button, Flex } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Heading, Lead, Surface } from '../../../components/content-blocks';

const CARDS = [
  {
    icon: <UserOutlined />,
    title: 'For Candidates',
    text: 'Create your profile, upload your resume and showcase your skills to companies that are hiring.',
    action: 'Get Started',
    to: '/signup?role=candidate',
  },
  {
    icon: <TeamOutlined />,
    title: 'For Companies',
    text: 'Register your company, post jobs, manage candidates and bring your whole recruitment team on board.',
    action: 'Register Company',
    to: '/signup?role=company',
  },
  {
    icon: <RocketOutlined />,
    title: 'Advanced Matching',
    text: 'AI-powered matching connects candidates and jobs by skills, experience and company culture.',
    action: 'Learn More',
    to: '/about',
  },
];

function HomeContent() {
  const navigate = useNavigate();
  return (
    <>
      <section style={{ textAlign: 'center', padding: 'clamp(32px, 8vw, 96px) 0 48px' }}>
        <Heading style={{ fontSize: 'clamp(32px, 6vw, 56px)', marginBottom: 16 }}>
          Finding the Perfect Match
        </Heading>
        <Lead style={{ fontSize: 18, maxWidth: 720, margin: '0 auto 32px' }}>
          We connect talented candidates with great companies. Our AI-powered matching looks beyond
          keywords to skills, experience and company culture, so every introduction has a real
          chance of becoming a hire.
        </Lead>
        <Flex gap={12} justify="center" wrap>
          <Button type="primary" size="large" onClick={() => navigate('/signup')}>
            Join Today
          </Button>
          <Button size="large" onClick={() => navigate('/signin')}>
            Sign In
          </Button>
        </Flex>
      </section>
      {/* A CSS grid rather than antd's Row and Col: their styles for every breakpoint are about
          90 KB of CSS that the first page would generate and parse for three cards. */}
      <div
        style={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
          maxWidth: 1200,
          margin: '0 auto',
        }}
      >
        {CARDS.map((card) => (
          <div key={card.title}>
            <Surface style={{ height: '100%' }}>
              <Flex vertical gap={12} align="flex-start" style={{ height: '100%' }}>
                <span style={{ fontSize: 32, color: '#2563eb' }} aria-hidden>
                  {card.icon}
                </span>
                <Heading level={2} style={{ margin: 0, fontSize: 24 }}>
                  {card.title}
                </Heading>
                <Lead style={{ flex: 1 }}>{card.text}</Lead>
                <Button type="primary" ghost onClick={() => navigate(card.to)}>
                  {card.action}
                </Button>
              </Flex>
            </Surface>
          </div>
        ))}
      </div>
    </>
  );
}

interface BoundaryState {
  error: unknown;
}

/** Keeps a rendering failure of the home page inside the page, with the reason shown. */
export class HomeErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Home page failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.error)
      return <AreaError title="Something went wrong" error={this.state.error} />;
    return this.props.children;
  }
}

export function HomePage({ content = <HomeContent /> }: { content?: ReactNode }) {
  return <HomeErrorBoundary>{content}</HomeErrorBoundary>;
}
