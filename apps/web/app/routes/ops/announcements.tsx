import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { AnnouncementsView } from "../../features/console-announcements/announcements-view.tsx";

const section: ConsoleSection = {
  title: "consoleAnnouncements.title",
  intro: "consoleAnnouncements.intro",
  permission: "announcements.send",
  View: AnnouncementsView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleAnnouncementsPage() {
  return <ConsoleSectionPage {...section} />;
}
