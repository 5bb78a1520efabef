import { Button, Card, Col, Row, Typography } from 'antd';
import { INDUSTRIES } from '../content/industries';

export function IndustriesPage() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title>Industries We Serve</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        Specialist recruiters and partner vendors across ten industries.
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {INDUSTRIES.map((industry) => (
          <Col key={industry.name} xs={24} sm={12} lg={8} xl={6}>
            <Card style={{ height: '100%' }} aria-label={industry.name}>
              <Typography.Title level={3}>{industry.name}</Typography.Title>
              <Typography.Paragraph type="secondary">{industry.description}</Typography.Paragraph>
              <Typography.Paragraph strong data-testid="industry-positions">
                {industry.positions} active positions
              </Typography.Paragraph>
              <Button>View Positions</Button>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
