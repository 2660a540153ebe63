import { createElement } from 'react';
import { Icon, type IconProps } from '@chakra-ui/react';
import {
  Briefcase,
  Building2,
  ChartColumn,
  ClipboardList,
  FileSpreadsheet,
  FileText,
  Folder,
  GitCompareArrows,
  Inbox,
  KeyRound,
  Landmark,
  LayoutDashboard,
  ListChecks,
  Mail,
  Network,
  Scale,
  Search,
  Settings,
  ShieldCheck,
  TriangleAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The legacy menu names an icon per entry (`image`): an asset file name or an icon-font class. The names are
 * matched by keyword, first hit wins, so a new legacy icon name still gets a sensible picture.
 */
const ICONS_BY_KEYWORD: readonly [RegExp, LucideIcon][] = [
  [/dashboard|home/, LayoutDashboard],
  [/hierarch|tree|sitemap/, Network],
  [/search|find/, Search],
  [/extract|excel|export|download|spreadsheet/, FileSpreadsheet],
  [/change|compare|diff/, GitCompareArrows],
  [/validat|rule|check|shield/, ShieldCheck],
  [/hmda|mortgage|bank|landmark/, Landmark],
  [/password|key|lock/, KeyRound],
  [/report|chart|analytic/, ChartColumn],
  [/risk|alert|warning/, TriangleAlert],
  [/gap|task|list/, ListChecks],
  [/user|registr|people|team/, Users],
  [/client|company|organi/, Building2],
  [/inbox/, Inbox],
  [/mail|subscri/, Mail],
  [/maint|setting|config|cog|admin/, Settings],
  [/require|clipboard|assess/, ClipboardList],
  [/business|briefcase|process/, Briefcase],
  [/legal|law|gavel|regulat|scale/, Scale],
];

export function menuIconFor(image: string | null, label: string, isGroup: boolean): LucideIcon {
  for (const source of [image, label]) {
    if (!source) continue;
    const name = source.toLowerCase();
    const hit = ICONS_BY_KEYWORD.find(([pattern]) => pattern.test(name));
    if (hit) return hit[1];
  }
  return isGroup ? Folder : FileText;
}

interface MenuIconProps extends Omit<IconProps, 'asChild' | 'children'> {
  image: string | null;
  label: string;
  isGroup?: boolean;
}

export function MenuIcon({ image, label, isGroup = false, ...props }: MenuIconProps) {
  // The icon components are module-level constants looked up by name, not components made during render.
  const glyph = createElement(menuIconFor(image, label, isGroup));
  return (
    <Icon boxSize="4" aria-hidden="true" {...props}>
      {glyph}
    </Icon>
  );
}
