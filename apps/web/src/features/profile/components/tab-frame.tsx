import { Empty } from 'antd';

/** A tab whose content comes with the posting work (own ads, favourites, bids, drafts): its place and a plain note. */
export function TabFrame({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
