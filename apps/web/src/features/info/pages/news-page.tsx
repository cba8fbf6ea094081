import { Card, Typography } from 'antd';
import { InfoPageLayout } from '../components/info-page-layout';
import { NEWS_ITEMS, NEWS_PAGE } from '../content/news.content';
import { INFO_TEXTS } from '../info.texts';

// A fixed date format for news dates; shared/format has no date-only helper the info feature can rely on yet.
const newsDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function NewsPage() {
  return (
    <InfoPageLayout title={NEWS_PAGE.title} description={NEWS_PAGE.description}>
      <ul aria-label={INFO_TEXTS.news.listLabel} style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16 }}>
        {NEWS_ITEMS.map((item) => (
          <li key={item.date}>
            <Card>
              <article>
                <Typography.Text type="secondary">
                  <time dateTime={item.date}>{newsDate.format(new Date(`${item.date}T00:00:00Z`))}</time>
                </Typography.Text>
                <Typography.Title level={2} style={{ fontSize: 20, marginTop: 4 }}>
                  {item.title}
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{item.text}</Typography.Paragraph>
              </article>
            </Card>
          </li>
        ))}
      </ul>
    </InfoPageLayout>
  );
}
