export interface UserStats {
  totalPayments: number;
  totalReviews: number;
  totalPurchasedProducts: number;
}

export interface MonthlyEarnings {
  month: number;
  earnings: number;
}

export interface AdminStats {
  /** What the shop kept of its orders, less the gift cards they bought: revenue comes when a card is spent. */
  totalEarnings: number;
  /** What gift cards sold took: money taken, owed back as goods, not revenue. */
  totalGiftCardSales: number;
  totalOrders: number;
  /** What promotions took off the orders kept, in the shop's currency. */
  totalDiscounts: number;
  totalUsers: number;
  totalProducts: number;
  totalReviews: number;
  monthlyEarnings: MonthlyEarnings[];
  /** The five products most often saved to wishlists, most first. */
  mostWished: WishedProduct[];
}

export interface WishedProduct {
  _id: string;
  name: string;
  /** How many wishlists hold it. */
  wishes: number;
}

/** How many of the most wished-for products the admin stats show. */
export const MOST_WISHED_SHOWN = 5;
