import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { INFO_TEXTS } from '../info.texts';
import { links } from '@/shared/lib/paths';

/** The closing line of the terms and other pages: a link to /contact (accounts spec 2.17). */
export function ContactLinkNote() {
  return (
    <Typography.Paragraph style={{ marginTop: 32 }}>
      {INFO_TEXTS.contactLinkIntro} <Link to={links.contact}>{INFO_TEXTS.contactLink}</Link>.
    </Typography.Paragraph>
  );
}
