import { pagedList, searchQuery, type ResourceData } from '../../api/dataProvider';

/** Registered users, newest first, searched by username, email, phone or invite code. */
export const usersData: ResourceData = { list: pagedList('admin/users', searchQuery) };
