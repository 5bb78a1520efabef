import { Col, Row } from 'antd';
import { Heading, Lead, Surface } from '../../../components/content-blocks';
import { SERVICES } from '../content/services';

export function ServicesPage() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Heading>Our Services</Heading>
      <Lead style={{ fontSize: 16 }}>
        Everything companies, candidates and talent vendors need to hire and get hired.
      </Lead>
      <Row gutter={[24, 24]}>
        {SERVICES.map((service) => (
          <Col key={service.title} xs={24} sm={12} lg={8}>
            <Surface style={{ height: '100%' }}>
              <Heading level={3}>{service.title}</Heading>
              <Lead>{service.description}</Lead>
            </Surface>
          </Col>
        ))}
      </Row>
    </div>
  );
}
