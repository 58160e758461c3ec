import type { AccountSummary, AgentConversation, AgentConversationDetail } from '@candor/shared';
import { formatAmount } from '@candor/shared';
import type { LedgerService } from '../ledger/index.js';
import type { UsersService } from '../users/index.js';
import type { ChatService } from './chat.service.js';

/** What an agent sees beside a conversation: the user's names, account, verification and real balances. */
export class SupportDesk {
  constructor(private readonly chat: ChatService, private readonly users: UsersService, private readonly ledger: Pick<LedgerService, 'balances'>) {}

  async named(items: AgentConversation[]): Promise<AgentConversation[]> {
    const names = await this.users.namesOf([...new Set(items.map((c) => c.user_id))]);
    return items.map((c) => ({ ...c, user: names.get(c.user_id) ?? `#${c.user_id}` }));
  }

  async detail(agentId: number, id: number): Promise<AgentConversationDetail> {
    const { conversation, messages } = await this.chat.agentRead(agentId, id);
    const [named] = await this.named([conversation]);
    return { ...(named ?? conversation), messages, account: await this.summary(conversation.user_id) };
  }

  async summary(userId: number): Promise<AccountSummary> {
    const [u, kyc, balances, conversations] = await Promise.all([
      this.users.publicById(userId), this.users.kycStatusOf(userId), this.ledger.balances(userId, 'real'), this.chat.countOf(userId),
    ]);
    return {
      id: u.id, account: u.username ?? u.email ?? u.phone ?? `#${u.id}`, email: u.email, phone: u.phone ? `${u.area_code ?? ''} ${u.phone}`.trim() : null,
      kyc, registered_at: u.created_at, conversations,
      balances: balances.filter((b) => b.available !== 0n || b.locked !== 0n)
        .map((b) => ({ asset: b.asset, kind: b.kind, available: formatAmount(b.available), locked: formatAmount(b.locked) })),
    };
  }
}
