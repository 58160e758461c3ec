import type { PublicUser } from '@candor/shared';
import { pagedList, searchQuery, type ResourceData } from '../../api/dataProvider';

/** Registered users, newest first, searched by username, email, phone or invite code. */
export const usersData: ResourceData = { list: pagedList<PublicUser>('admin/users', searchQuery) };
