import { Heading, Lead, Surface } from '../../../components/content-blocks';
import type { InfoPageSlug } from '../content/info-page-slugs';
import { INFO_PAGES } from '../content/info-pages';

export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  const page = INFO_PAGES[slug];
  return (
    <article style={{ maxWidth: 840, margin: '0 auto' }}>
      <Heading>{page.title}</Heading>
      <Lead style={{ fontSize: 16 }}>{page.intro}</Lead>
      {page.sections.map((section) => (
        <Surface key={section.heading} style={{ marginBottom: 16 }}>
          <Heading level={3}>{section.heading}</Heading>
          <Lead secondary={false} style={{ marginBottom: 0 }}>
            {section.body}
          </Lead>
        </Surface>
      ))}
    </article>
  );
}
