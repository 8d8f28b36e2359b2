// The home page's announcements for every visitor (announcement-public), read through the query layer
// (asked again in a newly chosen language) and drawn only when there is something to read. A lazy chunk
// of its own, loaded once the page has painted: the query layer's library is not part of the first paint.
import { useAppRead } from '../../api/reads';
import { publicAnnouncementsRead } from '../../api/shellReads';
import { announcementList, AnnouncementsCard } from '../dashboard/AnnouncementsCard';

export default function PublicAnnouncements() {
  const answer = useAppRead(publicAnnouncementsRead());
  const items = announcementList(answer.data);
  return items && items.length > 0 ? <AnnouncementsCard items={items} testId="home-announcements" /> : null;
}
