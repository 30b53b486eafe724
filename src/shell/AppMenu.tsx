import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Menu,
  MenuItemLink,
  useCanAccessResources,
  useCreatePath,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useStore,
  useTranslate,
} from 'react-admin';
import { Collapse, ListItemButton, ListItemText } from '@mui/material';
import DefaultIcon from '@mui/icons-material/ViewList';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { preloadScreenAt } from '../composition/resourceScreens';
import { menuSections, type MenuSection } from './menuSections';

/**
 * The menu: Home, then the resource groups of menuSections, each of which can be folded. Which
 * resources the person may list is asked once for the whole menu, and the groups are drawn together
 * when it is known: asked per group and again per entry (react-admin's ResourceItem), the entries
 * appeared one check after another and pushed the groups below them down (a layout shift of 0.04 to
 * 0.09 on a desktop's first paint).
 */
export const AppMenu = () => {
  const definitions = useResourceDefinitions();
  const listed = menuSections.flatMap((section) =>
    section.resources.filter((name) => definitions[name]?.hasList),
  );
  const { canAccess } = useCanAccessResources({ action: 'list', resources: listed });
  return (
    // Room below the last entry for the fixed Give Feedback button, so it never covers one.
    <Menu sx={{ pb: 10 }}>
      <Menu.DashboardItem />
      {canAccess &&
        menuSections.map((section) => (
          <MenuGroup
            key={section.id}
            section={section}
            visible={section.resources.filter((name) => listed.includes(name) && canAccess[name])}
          />
        ))}
    </Menu>
  );
};

/** A resource's entry: react-admin's ResourceItem without its own access check (AppMenu's). */
const ResourceLink = ({ name }: { name: string }) => {
  const definitions = useResourceDefinitions();
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  return (
    <MenuItemLink
      to={createPath({ resource: name, type: 'list' })}
      state={{ _scrollToTop: true }}
      primaryText={getResourceLabel(name, 2)}
      leftIcon={createElement(definitions[name]?.icon ?? DefaultIcon)}
      onMouseEnter={() => void preloadScreenAt(`/${name}`)}
      onFocus={() => void preloadScreenAt(`/${name}`)}
    />
  );
};

const MenuGroup = ({ section, visible }: { section: MenuSection; visible: string[] }) => {
  const translate = useTranslate();
  const location = useLocation();
  const [isSidebarOpen] = useSidebarState();
  // Groups are open until the person folds them (remembered); the current page's group stays open.
  const [isFolded, setFolded] = useStore(`menu.folded.${section.id}`, false);
  const holdsCurrentPage = visible.some((name) => location.pathname.startsWith(`/${name}`));
  if (visible.length === 0) return null;
  const heading = translate(`zabuni.menu.${section.id}`);
  const isExpanded = !isFolded || holdsCurrentPage;
  return (
    <>
      {isSidebarOpen && (
        // A menu holds menu items only (axe: aria-required-children): the heading is one that folds.
        <ListItemButton
          role="menuitem"
          aria-label={translate('zabuni.menu.section', { name: heading })}
          onClick={() => setFolded(isExpanded)}
          aria-expanded={isExpanded}
          sx={{ py: 0.5, mt: 1 }}
        >
          <ListItemText
            primary={heading}
            slotProps={{
              primary: { variant: 'overline', color: 'text.secondary', sx: { lineHeight: 1.6 } },
            }}
          />
          {isExpanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
      )}
      {/* A closed sidebar shows every icon: there is no heading to unfold. */}
      <Collapse in={isExpanded || !isSidebarOpen} unmountOnExit role="group" aria-label={heading}>
        {visible.map((name) => (
          <ResourceLink key={name} name={name} />
        ))}
      </Collapse>
    </>
  );
};
