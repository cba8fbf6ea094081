import type { AdInsights } from '@surimarkt/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { BarList, DayLine } from '@/shared/ui/charts';
import { businessTexts } from '../business.texts';
import { rate } from '../lib/rate';

const t = businessTexts.dashboard;

/** Leads: the contact clicks on the business's ads, by way of contact and by day. */
export function LeadsTab({ insights }: { insights: AdInsights }) {
  const { totals, contactsByMethod, contactsByDay, days } = insights;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={8}>
        <Card size="small">
          <Statistic title={t.totalContacts} value={totals.contacts} />
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card size="small">
          <Statistic title={t.totalViews} value={totals.views} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small">
          <Statistic title={t.contactRate} value={rate(totals.contacts, totals.views)} />
        </Card>
      </Col>
      <Col xs={24} md={10}>
        <Card size="small" title={t.leadsByMethod}>
          <BarList rows={contactsByMethod.map((m) => ({ label: t.methods[m.method], count: m.count }))} empty={t.empty} />
        </Card>
      </Col>
      <Col xs={24} md={14}>
        <Card size="small" title={t.leadsByDay}>
          <DayLine
            points={contactsByDay.map((d) => ({ date: d.date, count: d.phone + d.whatsapp + d.email }))}
            days={days}
            empty={t.empty}
            label={t.leadsByDay}
          />
        </Card>
      </Col>
    </Row>
  );
}
