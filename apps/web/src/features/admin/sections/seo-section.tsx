import { SEO_SHORT_DESCRIPTION } from '@surimarkt/contracts/texts';
import { Button, Card, List, Progress, Statistic, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { adminTexts } from '../admin.texts';
import { useSeoReportQuery } from '../api/admin.api';

const t = adminTexts.seo;
/** The spec's score colours: 90 or more green, 70 or more yellow, otherwise red. */
export const scoreColour = (score: number) => (score >= 90 ? '#0b7a3e' : score >= 70 ? '#d4a106' : '#cf1322');

/** SEO (spec 2.13): real figures of what search engines find, and the ads to improve first. */
export function SeoSection() {
  const { data, refetch, isFetching } = useSeoReportQuery();
  if (!data) return null;
  const tiles = [
    [t.sitemapPages, data.sitemapPages],
    [t.approvedAds, data.approvedAds],
    [t.withoutPhoto, data.withoutPhoto],
    [t.shortDescription, data.shortDescription],
    [t.missingMeta, data.missingMeta],
    [t.emptyCategories, data.emptyCategories],
  ] as const;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
        <Card
          size="small"
          title={t.score}
          extra={
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              {t.refresh}
            </Button>
          }
        >
          <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <Progress
              type="circle"
              percent={data.score}
              size={96}
              strokeColor={scoreColour(data.score)}
              aria-label={t.scoreHelp(SEO_SHORT_DESCRIPTION)}
              format={(p) => <span style={{ color: scoreColour(p ?? 0) }}>{p}</span>}
            />
            <small>{t.scoreHelp(SEO_SHORT_DESCRIPTION)}</small>
          </div>
        </Card>
        <Card size="small" title={t.tools}>
          <ul style={{ margin: 0 }}>
            <li>
              <a href="/sitemap.xml" target="_blank" rel="noreferrer">
                /sitemap.xml
              </a>
            </li>
            <li>
              <a href="/robots.txt" target="_blank" rel="noreferrer">
                /robots.txt
              </a>
            </li>
            <li>
              <a href="https://search.google.com/search-console" target="_blank" rel="noreferrer">
                Google Search Console
              </a>
            </li>
            <li>
              <a href="https://www.bing.com/webmasters" target="_blank" rel="noreferrer">
                Bing Webmaster Tools
              </a>
            </li>
          </ul>
        </Card>
      </div>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
        {tiles.map(([title, value]) => (
          <Card key={title} size="small">
            <Statistic title={title} value={value} groupSeparator="." />
          </Card>
        ))}
      </div>
      <Card size="small" title={t.toImprove}>
        <List
          size="small"
          dataSource={data.toImprove}
          locale={{ emptyText: t.noneToImprove }}
          renderItem={(ad) => (
            <List.Item>
              <Link to={links.ad(ad.id)} target="_blank">
                {ad.title}
              </Link>{' '}
              {ad.reasons.map((r) => (
                <Tag key={r} color="orange">
                  {t.reasons[r]}
                </Tag>
              ))}
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
