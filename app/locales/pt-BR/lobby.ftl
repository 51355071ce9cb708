## The lobby: the player's name, open seeks and the form that opens one.
## $mode: rated or casual.

lobby-title = Jogar contra pessoas
lobby-loading = Carregando…

# Followed by a link, lobby-accepted-go.
lobby-accepted = Um jogador aceitou o seu convite.
lobby-accepted-go = Ir para a sua partida
# Followed by lobby-checks-every or lobby-checks-off.
lobby-waiting = Esperando alguém aceitar o seu convite.
lobby-checks-every = Esta página verifica { $seconds ->
    [one] a cada segundo
   *[other] a cada { $seconds } segundos
} e leva você à partida.
lobby-checks-off = Esta página não verifica sozinha.
lobby-checks-stop = Parar de verificar automaticamente
lobby-checks-start = Verificar automaticamente
lobby-check-now = Verificar agora

# After a while with nobody: a game against the computer instead.
# $level: a level's name (home-level-medium).
lobby-offer-heading = Ninguém ainda
lobby-offer = Ninguém aceitou o seu convite ainda. Que tal jogar contra o computador no nível { $level } enquanto isso? Seu convite continua aberto aqui.
lobby-offer-play = Jogar contra o computador ({ $level })

lobby-play-now = Jogar agora
lobby-play-now-intro = Uma partida ranqueada com 4 sementes contra o primeiro jogador que esteja esperando o mesmo, com a pontuação mais próxima da sua; ou espere por um.

# A speed: "5+3" ($speed) stays as it is.
lobby-speed-live = { $speed }: { $minutes } minutos, mais { $seconds } segundos por jogada
lobby-speed-days = { $days ->
    [one] { $days } dia por jogada
   *[other] { $days } dias por jogada
}

# The table of open seeks.
lobby-seeks-heading = Convites abertos
lobby-seeks-caption = Convites abertos, os mais antigos primeiro
lobby-column-player = Jogador
lobby-column-rating = Pontuação
lobby-column-game = Partida
lobby-column-seat = Joga como
lobby-column-action = Ação
lobby-no-seeks = Nenhum convite aberto no momento. Abra um, e ele aparece aqui para outros aceitarem.
lobby-more-seeks = { $count ->
    [one] Há mais um convite aberto.
   *[other] Há mais { $count } convites abertos.
} Os mais antigos aparecem primeiro.
lobby-name-first = Escolha seu nome acima para aceitar um convite ou abrir um.
# A player who chose no name.
lobby-anonymous = Um jogador
# After the visitor's own name.
lobby-you = (você)
# A player without a rating yet.
lobby-rating-new = novo
# Followed by the speed, "5+3".
lobby-seek-game = { $stones } sementes, { $mode ->
    [rated] ranqueada
   *[casual] amistosa
},
lobby-seek-game-empty-capture = { $stones } sementes, captura vazia, { $mode ->
    [rated] ranqueada
   *[casual] amistosa
},
# A correspondence speed, short.
lobby-days = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
lobby-seat-random = Aleatório
lobby-seat-one = Jogador 1
lobby-seat-two = Jogador 2
lobby-cancel = Cancelar
lobby-accept = Aceitar
# Read out on the buttons: $name is the seek's player.
lobby-cancel-label = Cancelar o convite de { $name }
lobby-accept-label = Aceitar o convite de { $name }

# The form that opens a seek.
lobby-seek-heading = Abrir um convite
lobby-seek-intro = Sua oferta fica na lista para os outros; a partida começa quando um deles aceitar.
lobby-speed = Ritmo
lobby-ratings = Pontuação
lobby-rated = Ranqueada
lobby-casual = Amistosa
lobby-your-seat = Seu lugar
lobby-seat-first = Jogador 1 (joga primeiro)
lobby-open-seek = Abrir convite

# The visitor's name.
lobby-name-heading = Seu nome
lobby-name-intro-new = Os outros jogadores veem você pelo nome que você escolher: escolha um antes da sua primeira partida contra pessoas. Sem cadastro: ele pertence a este navegador, e o link do seu dispositivo o leva para os seus outros dispositivos.
lobby-name-choose = Escolher este nome
lobby-name-intro = Os outros jogadores veem você por este nome.
lobby-name-change = Mudar o nome
# Followed by the name.
lobby-name-current = Seu nome:
lobby-name-label = Nome
lobby-name-rules = De 3 a 20 letras, algarismos, espaços, - ou _.

# A correspondence deadline: "Fri 11 Dec 2026, 14:15 UTC". $weekday and
# $month are the names below; $hour and $minute have two digits.
lobby-date = { $weekday }, { $day } de { $month } de { $year }, { $hour }:{ $minute } UTC
lobby-monday = seg.
lobby-tuesday = ter.
lobby-wednesday = qua.
lobby-thursday = qui.
lobby-friday = sex.
lobby-saturday = sáb.
lobby-sunday = dom.
lobby-january = jan.
lobby-february = fev.
lobby-march = mar.
lobby-april = abr.
lobby-may = mai.
lobby-june = jun.
lobby-july = jul.
lobby-august = ago.
lobby-september = set.
lobby-october = out.
lobby-november = nov.
lobby-december = dez.

# Time left to move: "40 minutes", "5 hours 12 minutes", "2 days 3 hours".
lobby-left-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
lobby-left-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
} { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
lobby-left-days = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
