import { Divider, NavLink, type NavLinkProps, Stack } from '@mantine/core';
import { createLink, Link } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ShopMark } from '../../../components/shop-mark';
import { SHOP_NAME } from '../../../lib/shop';
import classes from './dashboard-layout.module.css';

type MantineNavAnchorProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;

function MantineNavAnchor(props: MantineNavAnchorProps) {
  return <NavLink component="a" className={classes.navLink} {...props} />;
}

const SidebarLink = createLink(MantineNavAnchor);

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.layout}>
      <aside className={classes.sidebar}>
        <Stack gap={4}>
          <Link to="/" aria-label={`${SHOP_NAME} home`} style={{ textDecoration: 'none' }}>
            <ShopMark />
          </Link>
          <nav aria-label="Dashboard">
            <SidebarLink to="/dashboard" label="Dashboard" activeOptions={{ exact: true }} />
            <SidebarLink to="/dashboard/add-menu" label="Add Menu" />
            <SidebarLink to="/dashboard/manage-items" label="Manage Items" />
            <SidebarLink to="/dashboard/users" label="All Users" />
            <Divider my="sm" />
            <SidebarLink to="/" label="Home" activeOptions={{ exact: true }} />
            <SidebarLink to="/menu" label="Menu" />
            <SidebarLink to="/order" label="Orders Tracking" />
          </nav>
        </Stack>
      </aside>
      <main className={classes.content}>{children}</main>
    </div>
  );
}
