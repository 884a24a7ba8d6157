import { useQuery } from '@tanstack/react-query';
import { announcementsQueryOptions } from '../api/content-queries';
import { ContentLink } from './content-link';
import './announcement-bar.css';

/**
 * The slim bar of live announcements above the header (POST get-announcements, per site). It
 * renders nothing until there is something to say, and nothing if the call fails: an
 * announcement is never worth a broken page.
 */
export function AnnouncementBar() {
  const { data } = useQuery(announcementsQueryOptions());
  const announcements = Array.isArray(data?.announcements) ? data.announcements : [];
  if (announcements.length === 0) return null;

  return (
    <aside className="announcement-bar" aria-label="Announcements">
      <ul className="announcement-bar__list">
        {announcements.map((announcement) => (
          <li key={announcement.id} className="announcement-bar__item">
            <span>{announcement.text}</span>
            {announcement.link ? (
              <ContentLink
                url={announcement.link.url}
                external={announcement.link.external}
                className="announcement-bar__link"
              >
                {announcement.link.label}
              </ContentLink>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
