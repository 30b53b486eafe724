import { useLocation } from 'react-router-dom';
import {
  Menu,
  useCanAccessResources,
  useResourceDefinitions,
  useSidebarState,
  useStore,
  useTranslate,
} from 'react-admin';
import { Collapse, ListItemButton, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { preloadDataProvider } from '../composition/lazyDataProvider';
import { resourceDescriptors } from '../composition/resourceRegistry';
import { menuSections, type MenuSection } from './menuSections';

/** The menu: Home, then the resource groups of menuSections, each of which can be folded. */
export const AppMenu = () => (
  // Room below the last entry for the fixed Give Feedback button, so it never covers one.
  <Menu sx={{ pb: 10 }}>
    <Menu.DashboardItem />
    {menuSections.map((section) => (
      <MenuGroup key={section.id} section={section} />
    ))}
  </Menu>
);

/**
 * Starts downloading a resource's screens as the pointer or the keyboard reaches its menu entry, so
 * that the click finds them (or nearly) there. A failure is ignored here: opening it tries again.
 */
function preloadScreens(name: string) {
  const descriptor = resourceDescriptors.find((resource) => resource.name === name);
  if (!descriptor?.preload) return;
  preloadDataProvider();
  void descriptor.preload().catch(() => undefined);
}

const MenuGroup = ({ section }: { section: MenuSection }) => {
  const translate = useTranslate();
  const location = useLocation();
  const [isSidebarOpen] = useSidebarState();
  const definitions = useResourceDefinitions();
  const registered = section.resources.filter((name) => definitions[name]?.hasList);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: registered });
  const visible = registered.filter((name) => canAccess?.[name]);
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
          <Menu.ResourceItem
            key={name}
            name={name}
            onMouseEnter={() => preloadScreens(name)}
            onFocus={() => preloadScreens(name)}
          />
        ))}
      </Collapse>
    </>
  );
};
