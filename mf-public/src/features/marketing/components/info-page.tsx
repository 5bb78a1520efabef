import { Card, Typography } from 'antd';
import type { InfoPageSlug } from '../content/info-page-slugs';
import { INFO_PAGES } from '../content/info-pages';

export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  const page = INFO_PAGES[slug];
  return (
    <article style={{ maxWidth: 840, margin: '0 auto' }}>
      <Typography.Title>{page.title}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {page.intro}
      </Typography.Paragraph>
      {page.sections.map((section) => (
        <Card key={section.heading} style={{ marginBottom: 16 }}>
          <Typography.Title level={3}>{section.heading}</Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{section.body}</Typography.Paragraph>
        </Card>
      ))}
    </article>
  );
}
