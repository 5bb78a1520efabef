import { Card, Col, Row, Typography } from 'antd';
import { SERVICES } from '../content/services';

export function ServicesPage() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title>Our Services</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        Everything companies, candidates and talent vendors need to hire and get hired.
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {SERVICES.map((service) => (
          <Col key={service.title} xs={24} sm={12} lg={8}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={3}>{service.title}</Typography.Title>
              <Typography.Paragraph type="secondary">{service.description}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
