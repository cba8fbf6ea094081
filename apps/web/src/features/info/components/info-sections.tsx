import { Typography } from 'antd';
import { type InfoSection } from '../content/info-content.types';

interface InfoSectionsProps {
  sections: readonly InfoSection[];
}

/** Renders the text sections of an information page as headings, paragraphs and lists. */
export function InfoSections({ sections }: InfoSectionsProps) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography.Title level={2} style={{ fontSize: 22 }}>
            {section.heading}
          </Typography.Title>
          {section.paragraphs?.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
          {section.items && (
            <Typography.Paragraph>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Typography.Paragraph>
          )}
        </section>
      ))}
    </>
  );
}
