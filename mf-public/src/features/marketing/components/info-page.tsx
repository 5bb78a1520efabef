import { Heading, Lead, Surface } from '../../../components/content-blocks';
import type { InfoPage as InfoPageContent } from '../content/info-pages';

export function InfoPage({ page }: { page: InfoPageContent }) {
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
