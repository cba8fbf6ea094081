import { Collapse, Typography } from 'antd';
import { CONTACT_FAQ } from '../content/contact.content';
import { INFO_TEXTS } from '../info.texts';

export function ContactFaq() {
  return (
    <section>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        {INFO_TEXTS.contact.faqTitle}
      </Typography.Title>
      <Collapse
        items={CONTACT_FAQ.map((entry) => ({
          key: entry.question,
          label: entry.question,
          children: <Typography.Paragraph style={{ marginBottom: 0 }}>{entry.answer}</Typography.Paragraph>,
        }))}
      />
    </section>
  );
}
